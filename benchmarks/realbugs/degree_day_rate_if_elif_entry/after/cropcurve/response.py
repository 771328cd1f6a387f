import jax.numpy as jnp


def development_rate(temperature, t_base, t_upper):
    """Daily thermal time (degree days): none below the base temperature, capped above the upper one."""
    return jnp.piecewise(
        temperature,
        [temperature < t_base, temperature > t_upper],
        [0.0, t_upper - t_base, lambda t: t - t_base],
    )
