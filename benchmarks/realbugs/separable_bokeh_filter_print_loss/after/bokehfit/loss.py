import jax.numpy as jnp


def reconstruct(params):
    """Sum of the separable passes: sum_k outer(cols[:, k], rows[:, k])."""
    return params["cols"] @ params["rows"].T


def loss_terms(params, target, negative_weight=10.0, outside_weight=10.0):
    approx = reconstruct(params)
    outside = (target == 0).astype(approx.dtype)
    return {
        "mse": jnp.mean((approx - target) ** 2),
        "negative": negative_weight * jnp.mean(jnp.minimum(approx, 0.0) ** 2),
        "outside": outside_weight * jnp.mean((approx * outside) ** 2),
    }


def total_loss(params, target):
    terms = loss_terms(params, target)
    return terms["mse"] + terms["negative"] + terms["outside"], terms
