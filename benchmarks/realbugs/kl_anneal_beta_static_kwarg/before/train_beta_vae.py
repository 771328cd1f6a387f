import jax

from betavae.model import init_params
from betavae.trainer import BetaVAETrainer


def main(num_batches=4):
    data = jax.random.normal(jax.random.PRNGKey(0), (num_batches, 32, 8))
    trainer = BetaVAETrainer(init_params(jax.random.PRNGKey(1), 8, 2), learning_rate=0.05,
                             beta_max=4.0, warmup_iters=10)
    return trainer.fit(list(data), seed=2)


if __name__ == "__main__":
    print(main())
