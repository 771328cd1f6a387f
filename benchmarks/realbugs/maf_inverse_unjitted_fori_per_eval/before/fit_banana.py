import jax
import jax.numpy as jnp

from mafflow.flow import MaskedAutoregressiveFlow


def banana(key, n):
    k1, k2 = jax.random.split(key)
    x1 = jax.random.normal(k1, (n,))
    x2 = 0.5 * x1 ** 2 + 0.5 * jax.random.normal(k2, (n,))
    return jnp.stack([x1, x2], axis=-1)


def main(num_evals=2, steps_per_eval=50, lr=1e-2):
    flow = MaskedAutoregressiveFlow(dim=2)
    params = flow.init(jax.random.PRNGKey(0))
    data = banana(jax.random.PRNGKey(1), 2048)

    @jax.jit
    def step(params, batch):
        nll, grads = jax.value_and_grad(lambda p: -jnp.mean(flow.log_prob(p, batch)))(params)
        return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), nll

    key = jax.random.PRNGKey(2)
    for evaluation in range(num_evals):
        for _ in range(steps_per_eval):
            key, sub = jax.random.split(key)
            params, nll = step(params, data[jax.random.choice(sub, data.shape[0], (256,))])
        samples = flow.sample(params, jax.random.PRNGKey(evaluation), 1000)
        print(f"eval {evaluation}: nll {float(nll):.3f}, sample mean {samples.mean(axis=0)}")
    return flow, params


if __name__ == "__main__":
    main()
