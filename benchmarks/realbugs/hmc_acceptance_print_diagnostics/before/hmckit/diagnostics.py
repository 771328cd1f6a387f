def report_acceptance(accept_prob, energy_error):
    """One line per transition, to watch the step size while the sampler runs."""
    print("acceptance probability", accept_prob, "energy error", energy_error)  # expect: JXL201
