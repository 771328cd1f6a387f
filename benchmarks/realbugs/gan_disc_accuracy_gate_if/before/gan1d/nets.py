import jax
import jax.numpy as jnp


def init_mlp(key, sizes):
    params = []
    for k, (fan_in, fan_out) in zip(jax.random.split(key, len(sizes) - 1), zip(sizes[:-1], sizes[1:])):
        params.append({"w": jax.random.normal(k, (fan_in, fan_out)) / jnp.sqrt(fan_in), "b": jnp.zeros(fan_out)})
    return params


def mlp_apply(params, x):
    for layer in params[:-1]:
        x = jax.nn.leaky_relu(x @ layer["w"] + layer["b"], 0.2)
    return x @ params[-1]["w"] + params[-1]["b"]


def generate(g_params, z):
    return mlp_apply(g_params, z)


def discriminate(d_params, x):
    """Logit of 'real' for each sample."""
    return mlp_apply(d_params, x)[:, 0]
