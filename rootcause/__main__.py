from rootcause.cli import main

raise SystemExit(main())
