import jax.numpy as jnp
import numpy as np


def gelu(x):
    return 0.5 * x * (1 + jnp.tanh(jnp.sqrt(2 / jnp.pi) * (x + 0.044715 * x ** 3)))


def layer_norm(x, g, b, eps=1e-5):
    mean = jnp.mean(x, axis=-1, keepdims=True)
    variance = jnp.var(x, axis=-1, keepdims=True)
    return g * (x - mean) / jnp.sqrt(variance + eps) + b


def softmax(x):
    exp_x = np.exp(x - np.max(x, axis=-1, keepdims=True))  # expect: JXL401
    return exp_x / np.sum(exp_x, axis=-1, keepdims=True)


def gpt2(inputs, wte, wpe, mlp_w, ln_g, ln_b):
    x = wte[inputs] + wpe[jnp.arange(inputs.shape[0])]
    x = x + gelu(layer_norm(x, ln_g, ln_b) @ mlp_w)
    return layer_norm(x, ln_g, ln_b) @ wte.T
