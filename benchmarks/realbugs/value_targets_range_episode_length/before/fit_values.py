import jax.numpy as jnp

from valuefit.episodes import PaddedEpisodes
from valuefit.trainer import ValueTrainer


def main():
    episodes = PaddedEpisodes(
        observations=jnp.ones((2, 4, 3)),
        rewards=jnp.array([[1.0, 1.0, 0.0, 0.0], [0.0, 0.0, 0.0, 2.0]]),
        lengths=jnp.array([2, 4]),
    )
    trainer = ValueTrainer(gamma=0.5)
    params = {"w": jnp.zeros(3)}
    losses = []
    for _ in range(3):
        params, loss, targets = trainer.update(params, episodes)
        losses.append(float(loss))
    return losses, targets


if __name__ == "__main__":
    print(main())
