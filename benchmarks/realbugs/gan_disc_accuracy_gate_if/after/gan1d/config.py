from dataclasses import dataclass


@dataclass(frozen=True)
class GANConfig:
    latent_dim: int = 4
    hidden: int = 32
    batch_size: int = 128
    d_learning_rate: float = 0.05
    g_learning_rate: float = 0.05
    # the generator is only updated once the discriminator tells real from fake this well
    min_disc_accuracy: float = 0.6
