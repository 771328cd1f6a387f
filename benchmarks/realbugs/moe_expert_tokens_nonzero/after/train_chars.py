"""A few gradient steps of the tiny mixture-of-experts model on a repeated phrase."""

import jax
import jax.numpy as jnp

from tinymoe.model import TinyMoEModel

TEXT = "to be or not to be that is the question " * 4


def main():
    vocab = sorted(set(TEXT))
    ids = jnp.array([vocab.index(c) for c in TEXT])
    model = TinyMoEModel(vocab_size=len(vocab), d_model=16, num_experts=4, top_k=2)
    params = model.init(jax.random.PRNGKey(0))
    loss_and_grad = jax.jit(jax.value_and_grad(model.loss))
    losses = []
    for _ in range(20):
        loss, grads = loss_and_grad(params, ids[:-1], ids[1:])
        params = jax.tree_util.tree_map(lambda p, g: p - 0.5 * g, params, grads)
        losses.append(float(loss))
    print(f"loss {losses[0]:.3f} -> {losses[-1]:.3f}")
    return losses


if __name__ == "__main__":
    main()
