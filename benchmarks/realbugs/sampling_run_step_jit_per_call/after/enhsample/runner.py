from enhsample.backends.jaxmd import run_steps


def run(method, context, timesteps):
    """Advance `context` by `timesteps` biased steps; returns the collective variable at each step."""
    return run_steps(context, method, timesteps)
