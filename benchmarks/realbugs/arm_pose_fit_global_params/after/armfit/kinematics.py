import jax.numpy as jnp


def marker_positions(q, link_lengths):
    """Elbow and wrist of a planar two-link arm for joint angles q."""
    elbow = link_lengths[0] * jnp.array([jnp.cos(q[0]), jnp.sin(q[0])])
    wrist = elbow + link_lengths[1] * jnp.array([jnp.cos(q[0] + q[1]), jnp.sin(q[0] + q[1])])
    return jnp.stack([elbow, wrist])
