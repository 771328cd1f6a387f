import jax
import jax.numpy as jnp

from probe import save_representation

NUM_LAYERS = 4
PROBED_LAYER = 2


def init_params(key, dim=8, num_classes=3):
    keys = jax.random.split(key, NUM_LAYERS + 1)
    layers = [jax.random.normal(k, (dim, dim)) / jnp.sqrt(dim) for k in keys[:-1]]
    return {"layers": layers, "head": jax.random.normal(keys[-1], (dim, num_classes)) / jnp.sqrt(dim)}


def encode(params, x):
    """Logits, and the probed layer's output (returned so that the caller can save it)."""
    h = x
    probed = h
    for i, w in enumerate(params["layers"]):
        h = h + jax.nn.gelu(h @ w)
        if i == PROBED_LAYER:
            probed = h
    return h @ params["head"], probed


def loss_fn(params, x, labels):
    logits, probed = encode(params, x)
    loss = -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), labels[:, None], axis=1))
    return loss, probed


@jax.jit
def finetune_step(params, x, labels, learning_rate=1e-2):
    (loss, probed), grads = jax.value_and_grad(loss_fn, has_aux=True)(params, x, labels)
    params = jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)
    return params, loss, probed


def finetune(params, x, labels, num_steps=3):
    for _ in range(num_steps):
        params, loss, probed = finetune_step(params, x, labels)
        save_representation(f"layer{PROBED_LAYER}", probed)
    return params, loss
