import jax
import jax.numpy as jnp

from tagger.losses import loss_and_grad
from tagger.model import init_params


def make_batch(key, batch, length, vocab_size, num_tags):
    k_tok, k_tag, k_len = jax.random.split(key, 3)
    lengths = jax.random.randint(k_len, (batch,), 3, length + 1)
    mask = jnp.arange(length)[None, :] < lengths[:, None]
    tokens = jnp.where(mask, jax.random.randint(k_tok, (batch, length), 1, vocab_size), 0)
    tags = jnp.where(mask, jax.random.randint(k_tag, (batch, length), 0, num_tags), 0)
    return tokens, tags, mask


def main():
    params = init_params(jax.random.PRNGKey(0), vocab_size=20, num_tags=4)
    tokens, tags, mask = make_batch(jax.random.PRNGKey(1), batch=6, length=10, vocab_size=20, num_tags=4)
    losses = []
    for _ in range(3):
        loss, grads = loss_and_grad(params, tokens, tags, mask)
        params = jax.tree_util.tree_map(lambda p, g: p - 0.5 * g, params, grads)
        losses.append(float(loss))
    return losses


if __name__ == "__main__":
    print(main())
