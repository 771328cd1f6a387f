import jax.numpy as jnp


def tip_position(curvatures, segment_length):
    """Tip of a planar chain of constant-curvature segments, one curvature per segment."""
    x, y, heading = 0.0, 0.0, 0.0
    for kappa in curvatures:
        bend = kappa * segment_length
        safe = jnp.where(jnp.abs(kappa) < 1e-6, 1.0, kappa)
        chord_x = jnp.where(jnp.abs(kappa) < 1e-6, segment_length, jnp.sin(bend) / safe)
        chord_y = jnp.where(jnp.abs(kappa) < 1e-6, 0.0, (1.0 - jnp.cos(bend)) / safe)
        x = x + jnp.cos(heading) * chord_x - jnp.sin(heading) * chord_y
        y = y + jnp.sin(heading) * chord_x + jnp.cos(heading) * chord_y
        heading = heading + bend
    return jnp.stack([x, y])
