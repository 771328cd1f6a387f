import jax
import jax.numpy as jnp


def squared_distance(a, b):
    return jnp.sum((a - b) ** 2)


def triplet_margin(anchor, positive, negative, margin):
    d_pos = squared_distance(anchor, positive)
    d_neg = squared_distance(anchor, negative)
    return max(d_pos - d_neg + margin, 0.0)  # expect: JXL103


def batch_triplet_loss(embed, params, anchors, positives, negatives, margin=1.0):
    per_triplet = jax.vmap(triplet_margin, in_axes=(0, 0, 0, None))(
        embed(params, anchors), embed(params, positives), embed(params, negatives), margin)
    return jnp.mean(per_triplet)
