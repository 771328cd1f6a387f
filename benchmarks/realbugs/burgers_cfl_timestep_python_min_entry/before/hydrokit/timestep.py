import jax.numpy as jnp


def max_wave_speed(u):
    return max(jnp.max(jnp.abs(u)), 1e-12)  # expect: JXL103


def cfl_timestep(u, dx, cfl, dt_max):
    """The largest stable explicit step for a field advected at its own speed."""
    return min(dt_max, cfl * dx / max_wave_speed(u))  # expect: JXL103
