import jax

from gantools.models import Discriminator, Generator
from gantools.trainer import GanTrainer


def main():
    keys = jax.random.split(jax.random.key(0), 4)
    generator, discriminator = Generator(noise_dim=4, data_dim=2), Discriminator(data_dim=2, hidden=16)
    trainer = GanTrainer(generator, discriminator)
    g_params, d_params = generator.init(keys[0]), discriminator.init(keys[1])
    real = jax.random.normal(keys[2], (32, 2)) * 0.3 + 1.0
    z = jax.random.normal(keys[3], (32, 4))
    _, losses = trainer.train_discriminator(d_params, g_params, [(real, z)] * 3)
    return losses


if __name__ == "__main__":
    print(main())
