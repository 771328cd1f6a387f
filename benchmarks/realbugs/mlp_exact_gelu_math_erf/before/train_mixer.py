import jax
import jax.numpy as jnp

from mixernet.config import MlpConfig
from mixernet.mlp import MlpBlock
from mixernet.trainer import Trainer


def main():
    config = MlpConfig()
    model = MlpBlock(config)
    params = model.init(jax.random.key(0))
    x = jax.random.normal(jax.random.key(1), (64, config.in_dim))
    y = jnp.sin(x[:, 0]) + x[:, 1]
    trainer = Trainer(model, config.learning_rate)
    losses = []
    for _ in range(3):
        params, loss = trainer.step(params, x, y)
        losses.append(float(loss))
    return losses


if __name__ == "__main__":
    print(main())
