"""initial schema

Revision ID: 0001
Revises:
Create Date: 2026-11-23 (the schema of the first release, made by create_all before migrations existed)
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = '0001'
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:

    op.create_table('audit_entry',
    sa.Column('id', sa.String(length=16), nullable=False),
    sa.Column('at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('session_id', sa.String(length=16), nullable=True),
    sa.Column('actor_kind', sa.String(length=8), nullable=False),
    sa.Column('actor', sa.String(length=64), nullable=False),
    sa.Column('face', sa.String(length=8), nullable=False),
    sa.Column('operation', sa.String(length=48), nullable=False),
    sa.Column('target_kind', sa.String(length=24), nullable=False),
    sa.Column('target_id', sa.String(length=16), nullable=False),
    sa.Column('before_version', sa.Integer(), nullable=True),
    sa.Column('after_version', sa.Integer(), nullable=True),
    sa.Column('trace_id', sa.String(length=32), nullable=True),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('audit_entry', schema=None) as batch_op:
        batch_op.create_index('ix_audit_session_at', ['session_id', 'at'], unique=False)

    op.create_table('learned_rule',
    sa.Column('id', sa.String(length=16), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('updated_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('version', sa.Integer(), nullable=False),
    sa.Column('actor_kind', sa.String(length=8), nullable=False),
    sa.Column('actor', sa.String(length=64), nullable=False),
    sa.Column('description', sa.Text(), nullable=False),
    sa.Column('normalized', sa.String(length=512), nullable=False),
    sa.Column('code', sa.String(length=16), nullable=False),
    sa.Column('reason', sa.Text(), nullable=False),
    sa.Column('confidence', sa.Float(), nullable=False),
    sa.Column('language', sa.String(length=8), nullable=True),
    sa.Column('session_id', sa.String(length=16), nullable=True),
    sa.Column('cause_id', sa.String(length=16), nullable=True),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('normalized', 'code')
    )
    with op.batch_alter_table('learned_rule', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_learned_rule_code'), ['code'], unique=False)

    op.create_table('rca_session',
    sa.Column('id', sa.String(length=16), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('updated_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('version', sa.Integer(), nullable=False),
    sa.Column('actor_kind', sa.String(length=8), nullable=False),
    sa.Column('actor', sa.String(length=64), nullable=False),
    sa.Column('title', sa.String(length=200), nullable=False),
    sa.Column('event_type', sa.String(length=80), nullable=True),
    sa.Column('framework', sa.String(length=32), nullable=False),
    sa.Column('language', sa.String(length=8), nullable=False),
    sa.Column('status', sa.String(length=16), nullable=False),
    sa.Column('revision', sa.Integer(), nullable=False),
    sa.Column('completed_at', sa.DateTime(timezone=True), nullable=True),
    sa.Column('archived_at', sa.DateTime(timezone=True), nullable=True),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('rca_session', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_rca_session_status'), ['status'], unique=False)
        batch_op.create_index('ix_session_created', ['created_at'], unique=False)

    store_revision = op.create_table('store_revision',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('revision', sa.Integer(), nullable=False),
    sa.PrimaryKeyConstraint('id')
    )
    op.bulk_insert(store_revision, [{"id": 1, "revision": 0}])  # the single counter every write bumps
    op.create_table('category',
    sa.Column('id', sa.String(length=16), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('updated_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('version', sa.Integer(), nullable=False),
    sa.Column('actor_kind', sa.String(length=8), nullable=False),
    sa.Column('actor', sa.String(length=64), nullable=False),
    sa.Column('session_id', sa.String(), nullable=False),
    sa.Column('code', sa.String(length=40), nullable=False),
    sa.Column('name', sa.String(length=80), nullable=False),
    sa.ForeignKeyConstraint(['session_id'], ['rca_session.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('session_id', 'code')
    )
    with op.batch_alter_table('category', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_category_session_id'), ['session_id'], unique=False)

    op.create_table('cause',
    sa.Column('id', sa.String(length=16), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('updated_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('version', sa.Integer(), nullable=False),
    sa.Column('actor_kind', sa.String(length=8), nullable=False),
    sa.Column('actor', sa.String(length=64), nullable=False),
    sa.Column('session_id', sa.String(), nullable=False),
    sa.Column('description', sa.Text(), nullable=False),
    sa.Column('category', sa.String(length=40), nullable=True),
    sa.Column('category_state', sa.String(length=16), nullable=False),
    sa.Column('position', sa.Integer(), nullable=False),
    sa.Column('hfacs_code', sa.String(length=16), nullable=True),
    sa.Column('hfacs_state', sa.String(length=16), nullable=False),
    sa.Column('hfacs_confirmed_by', sa.String(length=64), nullable=True),
    sa.Column('evidence', sa.Text(), nullable=True),
    sa.Column('confidence', sa.Float(), nullable=True),
    sa.Column('verified', sa.Boolean(), nullable=False),
    sa.Column('deleted_at', sa.DateTime(timezone=True), nullable=True),
    sa.ForeignKeyConstraint(['session_id'], ['rca_session.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('cause', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_cause_deleted_at'), ['deleted_at'], unique=False)
        batch_op.create_index(batch_op.f('ix_cause_session_id'), ['session_id'], unique=False)

    op.create_table('problem_statement',
    sa.Column('id', sa.String(length=16), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('updated_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('version', sa.Integer(), nullable=False),
    sa.Column('actor_kind', sa.String(length=8), nullable=False),
    sa.Column('actor', sa.String(length=64), nullable=False),
    sa.Column('session_id', sa.String(), nullable=False),
    sa.Column('what', sa.Text(), nullable=True),
    sa.Column('location', sa.Text(), nullable=True),
    sa.Column('occurred', sa.Text(), nullable=True),
    sa.Column('impact', sa.Text(), nullable=True),
    sa.Column('detection', sa.Text(), nullable=True),
    sa.Column('severity', sa.Integer(), nullable=True),
    sa.ForeignKeyConstraint(['session_id'], ['rca_session.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('session_id')
    )
    with op.batch_alter_table('problem_statement', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_problem_statement_severity'), ['severity'], unique=False)

    op.create_table('timeline_event',
    sa.Column('id', sa.String(length=16), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('updated_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('version', sa.Integer(), nullable=False),
    sa.Column('actor_kind', sa.String(length=8), nullable=False),
    sa.Column('actor', sa.String(length=64), nullable=False),
    sa.Column('session_id', sa.String(), nullable=False),
    sa.Column('when_text', sa.String(length=64), nullable=False),
    sa.Column('time_kind', sa.String(length=16), nullable=False),
    sa.Column('minutes', sa.Float(), nullable=False),
    sa.Column('description', sa.Text(), nullable=False),
    sa.Column('source', sa.String(length=200), nullable=True),
    sa.Column('seq', sa.Integer(), nullable=False),
    sa.ForeignKeyConstraint(['session_id'], ['rca_session.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('timeline_event', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_timeline_event_session_id'), ['session_id'], unique=False)

    op.create_table('why_node',
    sa.Column('id', sa.String(length=16), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('updated_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('version', sa.Integer(), nullable=False),
    sa.Column('actor_kind', sa.String(length=8), nullable=False),
    sa.Column('actor', sa.String(length=64), nullable=False),
    sa.Column('session_id', sa.String(), nullable=False),
    sa.Column('parent_id', sa.String(), nullable=True),
    sa.Column('cause_id', sa.String(), nullable=True),
    sa.Column('text', sa.Text(), nullable=False),
    sa.Column('evidence', sa.Text(), nullable=True),
    sa.Column('is_root_cause', sa.Boolean(), nullable=False),
    sa.Column('root_cause_rationale', sa.Text(), nullable=True),
    sa.Column('hfacs_code', sa.String(length=16), nullable=True),
    sa.Column('position', sa.Integer(), nullable=False),
    sa.ForeignKeyConstraint(['cause_id'], ['cause.id'], ),
    sa.ForeignKeyConstraint(['parent_id'], ['why_node.id'], ),
    sa.ForeignKeyConstraint(['session_id'], ['rca_session.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('why_node', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_why_node_cause_id'), ['cause_id'], unique=False)
        batch_op.create_index(batch_op.f('ix_why_node_parent_id'), ['parent_id'], unique=False)
        batch_op.create_index(batch_op.f('ix_why_node_session_id'), ['session_id'], unique=False)

    op.create_table('action',
    sa.Column('id', sa.String(length=16), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('updated_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('version', sa.Integer(), nullable=False),
    sa.Column('actor_kind', sa.String(length=8), nullable=False),
    sa.Column('actor', sa.String(length=64), nullable=False),
    sa.Column('session_id', sa.String(), nullable=False),
    sa.Column('root_cause_id', sa.String(), nullable=False),
    sa.Column('description', sa.Text(), nullable=False),
    sa.Column('owner_role', sa.String(length=80), nullable=True),
    sa.Column('due', sa.Date(), nullable=True),
    sa.Column('status', sa.String(length=16), nullable=False),
    sa.Column('strength', sa.String(length=16), nullable=True),
    sa.Column('strength_reason', sa.Text(), nullable=True),
    sa.Column('strength_override', sa.String(length=16), nullable=True),
    sa.Column('override_reason', sa.Text(), nullable=True),
    sa.Column('process_measure', sa.Text(), nullable=True),
    sa.Column('process_target', sa.String(length=120), nullable=True),
    sa.Column('outcome_measure', sa.Text(), nullable=True),
    sa.Column('outcome_target', sa.String(length=120), nullable=True),
    sa.Column('follow_up', sa.Date(), nullable=True),
    sa.ForeignKeyConstraint(['root_cause_id'], ['why_node.id'], ),
    sa.ForeignKeyConstraint(['session_id'], ['rca_session.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('action', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_action_root_cause_id'), ['root_cause_id'], unique=False)
        batch_op.create_index(batch_op.f('ix_action_session_id'), ['session_id'], unique=False)
        batch_op.create_index(batch_op.f('ix_action_status'), ['status'], unique=False)

    op.create_table('causation_check',
    sa.Column('id', sa.String(length=16), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('updated_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('version', sa.Integer(), nullable=False),
    sa.Column('actor_kind', sa.String(length=8), nullable=False),
    sa.Column('actor', sa.String(length=64), nullable=False),
    sa.Column('session_id', sa.String(), nullable=False),
    sa.Column('node_id', sa.String(), nullable=True),
    sa.Column('cause_id', sa.String(), nullable=True),
    sa.Column('level', sa.String(length=16), nullable=False),
    sa.Column('temporality', sa.String(length=8), nullable=True),
    sa.Column('temporality_rationale', sa.Text(), nullable=True),
    sa.Column('necessity', sa.String(length=8), nullable=True),
    sa.Column('necessity_rationale', sa.Text(), nullable=True),
    sa.Column('mechanism', sa.String(length=8), nullable=True),
    sa.Column('mechanism_rationale', sa.Text(), nullable=True),
    sa.Column('sufficiency', sa.String(length=8), nullable=True),
    sa.Column('sufficiency_rationale', sa.Text(), nullable=True),
    sa.Column('verdict', sa.String(length=16), nullable=False),
    sa.ForeignKeyConstraint(['cause_id'], ['cause.id'], ),
    sa.ForeignKeyConstraint(['node_id'], ['why_node.id'], ),
    sa.ForeignKeyConstraint(['session_id'], ['rca_session.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('causation_check', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_causation_check_cause_id'), ['cause_id'], unique=False)
        batch_op.create_index(batch_op.f('ix_causation_check_node_id'), ['node_id'], unique=False)
        batch_op.create_index(batch_op.f('ix_causation_check_session_id'), ['session_id'], unique=False)

    op.create_table('measurement',
    sa.Column('id', sa.String(length=16), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('updated_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('version', sa.Integer(), nullable=False),
    sa.Column('actor_kind', sa.String(length=8), nullable=False),
    sa.Column('actor', sa.String(length=64), nullable=False),
    sa.Column('session_id', sa.String(), nullable=False),
    sa.Column('action_id', sa.String(), nullable=False),
    sa.Column('measure', sa.String(length=200), nullable=False),
    sa.Column('value', sa.String(length=120), nullable=False),
    sa.Column('measured_on', sa.Date(), nullable=False),
    sa.ForeignKeyConstraint(['action_id'], ['action.id'], ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['session_id'], ['rca_session.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('measurement', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_measurement_action_id'), ['action_id'], unique=False)
        batch_op.create_index(batch_op.f('ix_measurement_session_id'), ['session_id'], unique=False)




def downgrade() -> None:

    with op.batch_alter_table('measurement', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_measurement_session_id'))
        batch_op.drop_index(batch_op.f('ix_measurement_action_id'))

    op.drop_table('measurement')
    with op.batch_alter_table('causation_check', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_causation_check_session_id'))
        batch_op.drop_index(batch_op.f('ix_causation_check_node_id'))
        batch_op.drop_index(batch_op.f('ix_causation_check_cause_id'))

    op.drop_table('causation_check')
    with op.batch_alter_table('action', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_action_status'))
        batch_op.drop_index(batch_op.f('ix_action_session_id'))
        batch_op.drop_index(batch_op.f('ix_action_root_cause_id'))

    op.drop_table('action')
    with op.batch_alter_table('why_node', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_why_node_session_id'))
        batch_op.drop_index(batch_op.f('ix_why_node_parent_id'))
        batch_op.drop_index(batch_op.f('ix_why_node_cause_id'))

    op.drop_table('why_node')
    with op.batch_alter_table('timeline_event', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_timeline_event_session_id'))

    op.drop_table('timeline_event')
    with op.batch_alter_table('problem_statement', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_problem_statement_severity'))

    op.drop_table('problem_statement')
    with op.batch_alter_table('cause', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_cause_session_id'))
        batch_op.drop_index(batch_op.f('ix_cause_deleted_at'))

    op.drop_table('cause')
    with op.batch_alter_table('category', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_category_session_id'))

    op.drop_table('category')
    op.drop_table('store_revision')
    with op.batch_alter_table('rca_session', schema=None) as batch_op:
        batch_op.drop_index('ix_session_created')
        batch_op.drop_index(batch_op.f('ix_rca_session_status'))

    op.drop_table('rca_session')
    with op.batch_alter_table('learned_rule', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_learned_rule_code'))

    op.drop_table('learned_rule')
    with op.batch_alter_table('audit_entry', schema=None) as batch_op:
        batch_op.drop_index('ix_audit_session_at')

    op.drop_table('audit_entry')

