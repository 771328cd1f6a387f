import jax
import jax.numpy as jnp


def init_poly(num_features):
    return {"w": jnp.zeros(num_features), "b": jnp.zeros(())}


def features(x, degree):
    return jnp.stack([x ** k for k in range(1, degree + 1)], axis=-1)


def poly_loss(params, x, y, degree):
    return jnp.mean((features(x, degree) @ params["w"] + params["b"] - y) ** 2)


def global_norm(tree):
    return jnp.sqrt(sum(jnp.sum(leaf ** 2) for leaf in jax.tree_util.tree_leaves(tree)))
