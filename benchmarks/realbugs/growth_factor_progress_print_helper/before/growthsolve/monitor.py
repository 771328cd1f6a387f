def report_progress(step, a, state):
    print("step", step, "a =", a, "D =", state[0], "dD/dlna =", state[1])  # expect: JXL201
