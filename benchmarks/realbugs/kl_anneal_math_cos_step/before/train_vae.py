import jax
import jax.numpy as jnp

from vaetrain.model import LinearVAE
from vaetrain.schedules import CosineRamp
from vaetrain.trainer import TrainState, VAETrainer


def main(steps=30):
    model = LinearVAE(data_dim=8, latent_dim=2)
    trainer = VAETrainer(model, CosineRamp(end_value=1.0, ramp_steps=20), learning_rate=0.01)
    state = TrainState(jnp.asarray(0), model.init(jax.random.PRNGKey(0)))
    data = jax.random.normal(jax.random.PRNGKey(1), (64, 8))
    betas = []
    for key in jax.random.split(jax.random.PRNGKey(2), steps):
        state, (loss, beta) = trainer.train_step(state, data, key)
        betas.append(float(beta))
    return betas


if __name__ == "__main__":
    print(main())
