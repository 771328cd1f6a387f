import jax.numpy as jnp


def dense(params, x):
    return x @ params["w"] + params["b"]


def batch_norm(params, stats, x, train, momentum=0.9, eps=1e-5):
    """Normalise with batch statistics when training, with the running averages otherwise."""
    if train:
        mean, var = x.mean(axis=0), x.var(axis=0)
        new_stats = {"mean": momentum * stats["mean"] + (1 - momentum) * mean,
                     "var": momentum * stats["var"] + (1 - momentum) * var}
    else:
        mean, var = stats["mean"], stats["var"]
        new_stats = stats
    y = (x - mean) / jnp.sqrt(var + eps)
    return params["scale"] * y + params["bias"], new_stats
