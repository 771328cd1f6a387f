import jax
import jax.numpy as jnp

from denoiser.ddpm import LinearSchedule, make_train_step
from denoiser.unet import UNet1D


def sine_waves(key, n, length=32):
    k_f, k_p = jax.random.split(key)
    freq = jax.random.uniform(k_f, (n, 1), minval=1.0, maxval=3.0)
    phase = jax.random.uniform(k_p, (n, 1), maxval=2 * jnp.pi)
    return jnp.sin(freq * jnp.linspace(0, 2 * jnp.pi, length)[None, :] + phase)


def main(num_steps=5, batch_size=128):
    model = UNet1D()
    params = model.init(jax.random.PRNGKey(0))
    train_step = make_train_step(model, LinearSchedule())
    key = jax.random.PRNGKey(1)
    losses = []
    for _ in range(num_steps):
        key, data_key, noise_key = jax.random.split(key, 3)
        params, loss = train_step(params, sine_waves(data_key, batch_size), noise_key)
        losses.append(float(loss))
    print("denoising losses", losses)
    return losses


if __name__ == "__main__":
    main()
