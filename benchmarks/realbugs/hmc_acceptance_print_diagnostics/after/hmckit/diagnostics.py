import jax


def report_acceptance(accept_prob, energy_error):
    """One line per transition, to watch the step size while the sampler runs (printed when the step runs)."""
    jax.debug.print("acceptance probability {} energy error {}", accept_prob, energy_error)
