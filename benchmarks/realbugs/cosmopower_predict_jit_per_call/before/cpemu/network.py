import jax
import jax.numpy as jnp


def init_mlp(key, sizes):
    params = []
    for key, (n_in, n_out) in zip(jax.random.split(key, len(sizes) - 1), zip(sizes[:-1], sizes[1:])):
        params.append({"w": jax.random.normal(key, (n_in, n_out)) / jnp.sqrt(n_in), "b": jnp.zeros(n_out)})
    return params


def cosmopower_activation(x, alpha=1.0, beta=0.0):
    """The trainable activation of CosmoPower, (beta + sigmoid(alpha x)(1 - beta)) x, here with fixed shapes."""
    return (beta + jax.nn.sigmoid(alpha * x) * (1.0 - beta)) * x


def mlp_apply(params, x):
    for layer in params[:-1]:
        x = cosmopower_activation(x @ layer["w"] + layer["b"])
    return x @ params[-1]["w"] + params[-1]["b"]
