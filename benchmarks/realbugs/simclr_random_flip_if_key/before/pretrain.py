import jax

from simclr_lite.model import init_encoder
from simclr_lite.train import make_train_step
from simclr_lite.views import TwoViewAugmenter

IMAGE_SIZE, CROP_SIZE, CHANNELS = 28, 24, 1


def synthetic_digits(key, n):
    """Blurry blobs standing in for MNIST digits, values in [0, 1]."""
    centers = jax.random.uniform(key, (n, 2), minval=6.0, maxval=22.0)
    yy, xx = jax.numpy.mgrid[:IMAGE_SIZE, :IMAGE_SIZE]
    d2 = (yy[None] - centers[:, 0, None, None]) ** 2 + (xx[None] - centers[:, 1, None, None]) ** 2
    return jax.numpy.exp(-d2 / 18.0)[..., None]


def main(num_steps=5, batch_size=64):
    key = jax.random.PRNGKey(0)
    key, data_key, init_key = jax.random.split(key, 3)
    images = synthetic_digits(data_key, 512)
    params = init_encoder(init_key, CROP_SIZE * CROP_SIZE * CHANNELS)
    train_step = make_train_step(TwoViewAugmenter(CROP_SIZE))
    losses = []
    for step in range(num_steps):
        key, batch_key, aug_key = jax.random.split(key, 3)
        idx = jax.random.choice(batch_key, images.shape[0], (batch_size,), replace=False)
        params, loss = train_step(params, images[idx], aug_key)
        losses.append(float(loss))
        print(f"step {step}: nt-xent {losses[-1]:.4f}")
    return losses


if __name__ == "__main__":
    main()
