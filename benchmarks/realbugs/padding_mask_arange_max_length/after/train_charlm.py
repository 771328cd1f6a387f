import jax
import jax.numpy as jnp

from charlm.loss import make_step


def make_batch(key, batch_size=4, width=12, vocab=27):
    k_tok, k_len = jax.random.split(key)
    tokens = jax.random.randint(k_tok, (batch_size, width), 1, vocab)
    lengths = jnp.full((batch_size,), width).at[0].set(width - 4)
    return tokens, lengths


def main(steps=3, vocab=27, dim=16):
    k_e, k_o, k_b = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"embed": 0.1 * jax.random.normal(k_e, (vocab, dim)), "out": 0.1 * jax.random.normal(k_o, (dim, vocab))}
    step = make_step(0.5)
    tokens, lengths = make_batch(k_b)
    losses = []
    for _ in range(steps):
        params, loss = step(params, tokens, lengths)
        losses.append(float(loss))
    return losses


if __name__ == "__main__":
    print(main())
