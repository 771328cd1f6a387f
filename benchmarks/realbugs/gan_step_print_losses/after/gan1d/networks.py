import jax
import jax.numpy as jnp


def init_mlp(key, sizes):
    layers = []
    for key, (fan_in, fan_out) in zip(jax.random.split(key, len(sizes) - 1), zip(sizes[:-1], sizes[1:])):
        layers.append({"w": jax.random.normal(key, (fan_in, fan_out)) / jnp.sqrt(fan_in), "b": jnp.zeros(fan_out)})
    return layers


def mlp(layers, x):
    for layer in layers[:-1]:
        x = jax.nn.leaky_relu(x @ layer["w"] + layer["b"], 0.2)
    return x @ layers[-1]["w"] + layers[-1]["b"]
