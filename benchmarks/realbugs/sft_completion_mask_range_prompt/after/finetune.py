import jax
import jax.numpy as jnp

from sftkit.masking import IGNORE_INDEX, masked_labels

VOCAB, DIM, PAD_ID = 20, 8, 0


def lm_logits(params, input_ids):
    return jnp.tanh(params["embed"][input_ids]) @ params["head"]


def sft_loss(params, batch):
    labels = jax.vmap(masked_labels, in_axes=(0, 0, None))(batch["input_ids"], batch["prompt_length"], PAD_ID)
    logits = lm_logits(params, batch["input_ids"])[:, :-1]
    targets = labels[:, 1:]
    valid = targets != IGNORE_INDEX
    log_probs = jax.nn.log_softmax(logits)
    picked = jnp.take_along_axis(log_probs, jnp.where(valid, targets, 0)[..., None], axis=-1)[..., 0]
    return -jnp.sum(jnp.where(valid, picked, 0.0)) / jnp.maximum(jnp.sum(valid), 1)


@jax.jit
def train_step(params, batch):
    loss, grads = jax.value_and_grad(sft_loss)(params, batch)
    return jax.tree_util.tree_map(lambda p, g: p - 0.5 * g, params, grads), loss


def main(steps=3):
    k_embed, k_head = jax.random.split(jax.random.PRNGKey(0))
    params = {"embed": jax.random.normal(k_embed, (VOCAB, DIM)), "head": 0.1 * jax.random.normal(k_head, (DIM, VOCAB))}
    batch = {
        "input_ids": jnp.array([[3, 4, 5, 9, 10, 11, 0, 0], [6, 7, 12, 13, 14, 15, 16, 0]]),
        "prompt_length": jnp.array([3, 2]),
    }
    losses = []
    for _ in range(steps):
        params, loss = train_step(params, batch)
        losses.append(float(loss))
    return losses


if __name__ == "__main__":
    print(main())
