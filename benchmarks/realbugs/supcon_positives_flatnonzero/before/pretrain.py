import jax
import jax.numpy as jnp

from supcon.encoder import init_encoder
from supcon.trainer import ContrastiveTrainer

IN_DIM, OUT_DIM, NUM_CLASSES = 10, 4, 3


def main(steps=3):
    key = jax.random.PRNGKey(0)
    params = init_encoder(key, IN_DIM, OUT_DIM)
    trainer = ContrastiveTrainer()
    losses = []
    for step_key in jax.random.split(key, steps):
        labels = jnp.arange(12) % NUM_CLASSES
        images = jax.random.normal(step_key, (12, IN_DIM)) + labels[:, None]
        params, loss = trainer.step(params, images, labels)
        losses.append(float(loss))
    return losses


if __name__ == "__main__":
    print(main())
