import jax
import jax.numpy as jnp


def photometric_loss(rgb, target):
    return jnp.mean((rgb - target) ** 2)


def depth_ranking_loss(depth, prior_depth, margin=1e-4):
    """Penalise pixel pairs whose rendered depth order disagrees with the monocular prior's order."""
    d0, d1 = depth[0::2], depth[1::2]
    p0, p1 = prior_depth[0::2], prior_depth[1::2]
    order = jnp.sign(p0 - p1)
    loss = jnp.mean(jnp.maximum(0.0, -order * (d0 - d1) + margin))
    jax.debug.print("depth ranking loss {}", loss)
    return loss
