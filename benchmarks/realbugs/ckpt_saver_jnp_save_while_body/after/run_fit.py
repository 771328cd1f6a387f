import sys

import jax
import jax.numpy as jnp

from fitloop import Checkpointer, Trainer


def main(directory):
    key_x, _ = jax.random.split(jax.random.PRNGKey(0))
    x = jax.random.normal(key_x, (64, 4))
    y = x @ jnp.array([1.0, -2.0, 0.5, 3.0])
    trainer = Trainer(Checkpointer(directory), learning_rate=0.1, tol=1e-3, max_steps=500)
    return trainer.fit(jnp.zeros(4), x, y)


if __name__ == "__main__":
    print(main(sys.argv[1]))
