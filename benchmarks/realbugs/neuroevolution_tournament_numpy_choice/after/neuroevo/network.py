import jax
import jax.numpy as jnp

LAYER_SIZES = (1, 16, 1)


def num_parameters():
    return sum((a + 1) * b for a, b in zip(LAYER_SIZES[:-1], LAYER_SIZES[1:]))


def unflatten(genome):
    layers, offset = [], 0
    for fan_in, fan_out in zip(LAYER_SIZES[:-1], LAYER_SIZES[1:]):
        w = genome[offset:offset + fan_in * fan_out].reshape(fan_in, fan_out)
        offset += fan_in * fan_out
        layers.append((w, genome[offset:offset + fan_out]))
        offset += fan_out
    return layers


def forward(genome, x):
    layers = unflatten(genome)
    for w, b in layers[:-1]:
        x = jnp.tanh(x @ w + b)
    w, b = layers[-1]
    return x @ w + b


def fitness(genome, x, y):
    return -jnp.mean((forward(genome, x) - y) ** 2)


population_fitness = jax.vmap(fitness, in_axes=(0, None, None))
