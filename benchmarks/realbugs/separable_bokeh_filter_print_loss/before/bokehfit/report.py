def report(step, terms):
    print(f"step {step}: mse {terms['mse']} negative {terms['negative']} outside {terms['outside']}")  # expect: JXL201
