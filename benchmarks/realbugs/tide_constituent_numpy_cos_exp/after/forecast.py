import jax
import jax.numpy as jnp

from tides import K1, M2, O1, S2, HarbourModel


def main():
    model = HarbourModel([M2, S2, K1, O1], mean_level=2.1)
    t = jnp.arange(0.0, 72.0, 0.5)
    truth = (jnp.array([1.2, 0.4, 0.3, 0.2]), jnp.array([0.3, 1.0, 2.0, 0.5]), 0.0)
    observed = model.predict(t, *truth)
    params = (jnp.array([1.0, 0.5, 0.2, 0.2]), jnp.array([0.2, 0.9, 2.1, 0.4]), 0.01)
    value_and_grad = jax.jit(jax.value_and_grad(model.misfit))
    losses = []
    for _ in range(200):
        loss, grads = value_and_grad(params, t, observed)
        params = jax.tree_util.tree_map(lambda p, g: p - 0.05 * g, params, grads)
        losses.append(float(loss))
    return losses


if __name__ == "__main__":
    losses = main()
    print(f"misfit {losses[0]:.4f} -> {losses[-1]:.6f}")
