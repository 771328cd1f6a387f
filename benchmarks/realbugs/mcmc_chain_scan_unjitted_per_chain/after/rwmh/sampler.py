import jax

from rwmh import kernels


class Sampler:
    def __init__(self, logdensity_fn, step_size=0.5):
        self.logdensity_fn = logdensity_fn
        self.kernel = kernels.build_kernel(logdensity_fn, step_size)
        self.run_chain = jax.jit(self._run_chain, static_argnums=2)

    def _run_chain(self, rng_key, initial_position, num_samples):
        def one_step(state, key):
            state, info = self.kernel(key, state)
            return state, (state.position, info.is_accepted)

        state = kernels.init(initial_position, self.logdensity_fn)
        keys = jax.random.split(rng_key, num_samples)
        _, (positions, accepted) = jax.lax.scan(one_step, state, keys)
        return positions, accepted.mean()
