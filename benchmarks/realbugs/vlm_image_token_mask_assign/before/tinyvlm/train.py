import jax
import jax.numpy as jnp

from tinyvlm.model import forward


def token_cross_entropy(logits, labels):
    log_probs = jax.nn.log_softmax(logits)
    return -jnp.take_along_axis(log_probs, labels[..., None], axis=-1)[..., 0]


def make_train_step(config, learning_rate=0.1):
    def loss_fn(params, batch):
        logits = forward(params, batch["input_ids"], batch["patches"], config)
        losses = token_cross_entropy(logits[:, :-1], batch["labels"][:, 1:])
        weights = batch["loss_mask"][:, 1:]
        return jnp.sum(losses * weights) / jnp.sum(weights)

    grad_fn = jax.jit(jax.value_and_grad(loss_fn))

    def train_step(params, batch):
        loss, grads = grad_fn(params, batch)
        params = jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)
        return params, loss

    return train_step
