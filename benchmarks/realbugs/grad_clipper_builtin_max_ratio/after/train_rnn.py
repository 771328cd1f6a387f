import jax
import jax.numpy as jnp

from rnnlm.model import init_rnn
from rnnlm.trainer import Trainer


def main(num_steps=80):
    tokens = jnp.array([0, 1, 2, 3, 4, 5] * 8)
    params = init_rnn(jax.random.PRNGKey(0), vocab_size=6)
    trainer = Trainer()
    losses, norms = [], []
    for _ in range(num_steps):
        params, loss, norm = trainer.step(params, tokens)
        losses.append(float(loss))
        norms.append(float(norm))
    return losses, norms


if __name__ == "__main__":
    losses, norms = main()
    print(f"loss {losses[0]:.3f} -> {losses[-1]:.3f}, largest gradient norm {max(norms):.2f}")
