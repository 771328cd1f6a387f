import jax.numpy as jnp


def constituent_amplitudes(times, levels, frequencies):
    """Amplitudes of the given tidal constituents by linear least squares."""
    phases = times[:, None] * frequencies[None, :]
    design = jnp.concatenate([jnp.cos(phases), jnp.sin(phases)], axis=1)
    coeffs, *_ = jnp.linalg.lstsq(design, levels)
    cos_part, sin_part = jnp.split(coeffs, 2)
    return jnp.hypot(cos_part, sin_part)
