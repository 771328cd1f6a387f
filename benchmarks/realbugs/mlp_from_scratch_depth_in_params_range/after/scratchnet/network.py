import jax
import jax.numpy as jnp


def init_network(key, layer_sizes):
    """Weights and biases, kept together so the network travels as one object."""
    keys = jax.random.split(key, len(layer_sizes) - 1)
    return {
        "weights": [jax.random.normal(k, (m, n)) * jnp.sqrt(1.0 / m)
                    for k, m, n in zip(keys, layer_sizes[:-1], layer_sizes[1:])],
        "biases": [jnp.zeros(n) for n in layer_sizes[1:]],
    }


def forward(network, x):
    for i in range(len(network["weights"])):
        x = x @ network["weights"][i] + network["biases"][i]
        if i < len(network["weights"]) - 1:
            x = jnp.tanh(x)
    return jax.nn.sigmoid(x[..., 0])
