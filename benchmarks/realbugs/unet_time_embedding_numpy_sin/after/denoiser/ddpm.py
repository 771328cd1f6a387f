import jax
import jax.numpy as jnp


class LinearSchedule:
    def __init__(self, num_steps=200, beta_start=1e-4, beta_end=0.02):
        self.num_steps = num_steps
        self.alpha_bar = jnp.cumprod(1.0 - jnp.linspace(beta_start, beta_end, num_steps))


def make_train_step(model, schedule, lr=1e-3):
    def loss_fn(params, x0, key):
        k_t, k_eps = jax.random.split(key)
        t = jax.random.randint(k_t, (x0.shape[0],), 0, schedule.num_steps)
        eps = jax.random.normal(k_eps, x0.shape)
        a = schedule.alpha_bar[t][:, None]
        xt = jnp.sqrt(a) * x0 + jnp.sqrt(1.0 - a) * eps
        return jnp.mean((model(params, xt, t) - eps) ** 2)

    @jax.jit
    def train_step(params, x0, key):
        loss, grads = jax.value_and_grad(loss_fn)(params, x0, key)
        return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), loss

    return train_step
