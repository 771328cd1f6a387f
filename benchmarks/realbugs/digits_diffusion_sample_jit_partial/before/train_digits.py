import jax
import jax.numpy as jnp

from digitgen.monitor import ProgressMonitor
from digitgen.sampler import DDIMSampler
from digitgen.schedule import CosineSchedule
from digitgen.unet import TinyDenoiser


def fake_digits(key, n=128):
    return jnp.tanh(jax.random.normal(key, (n, 8, 8)))


def make_train_step(model, schedule, learning_rate=1e-2):
    def loss(params, images, key):
        t_key, n_key = jax.random.split(key)
        t = jax.random.randint(t_key, (), 0, schedule.num_steps)
        noise = jax.random.normal(n_key, images.shape)
        a = schedule.alpha_bars[t]
        noisy = jnp.sqrt(a) * images + jnp.sqrt(1.0 - a) * noise
        return jnp.mean((model(params, noisy, t / schedule.num_steps) - noise) ** 2)

    @jax.jit
    def train_step(params, images, key):
        value, grads = jax.value_and_grad(loss)(params, images, key)
        return jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads), value

    return train_step


def main(num_epochs=4):
    schedule = CosineSchedule()
    model = TinyDenoiser()
    monitor = ProgressMonitor(DDIMSampler(model, schedule))
    train_step = make_train_step(model, schedule)
    params = model.init(jax.random.PRNGKey(0))
    images = fake_digits(jax.random.PRNGKey(1))
    key = jax.random.PRNGKey(2)
    for _ in range(num_epochs):
        key, step_key, preview_key = jax.random.split(key, 3)
        params, _ = train_step(params, images, step_key)
        monitor.preview(params, preview_key)
    return params, monitor


if __name__ == "__main__":
    print(main()[1].previews)
