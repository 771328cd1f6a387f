import jax
import jax.numpy as jnp

from aetrain.guard import SkipNonFinite
from aetrain.model import Autoencoder
from aetrain.trainer import Trainer


def main():
    model = Autoencoder(dim=8, code=3)
    params = model.init(jax.random.PRNGKey(0))
    batches = [jax.random.normal(jax.random.PRNGKey(i), (16, 8)) for i in range(1, 4)]
    batches.append(jnp.full((16, 8), jnp.inf))
    trainer = Trainer(model, SkipNonFinite(learning_rate=0.1))
    new_params, history = trainer.fit(params, batches)
    return new_params, history


if __name__ == "__main__":
    print(main()[1])
