import jax

from imgcls.augment import AugmentConfig
from imgcls.step import train_step


def train(params, images, labels, key, num_steps, flip, noise_std):
    for _ in range(num_steps):
        key, step_key = jax.random.split(key)
        params, loss = train_step(params, images, labels, step_key,
                                  augment_config=AugmentConfig(flip=flip, noise_std=noise_std))
    return params
