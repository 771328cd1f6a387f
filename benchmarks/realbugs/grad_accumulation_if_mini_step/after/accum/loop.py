import jax

from .classifier import cross_entropy


def make_micro_step(optimizer):
    @jax.jit
    def micro_step(params, opt_state, x, labels):
        loss, grads = jax.value_and_grad(cross_entropy)(params, x, labels)
        params, opt_state = optimizer.update(grads, opt_state, params)
        return params, opt_state, loss
    return micro_step


def run_epochs(params, optimizer, micro_batches, num_epochs):
    micro_step = make_micro_step(optimizer)
    opt_state = optimizer.init(params)
    for _ in range(num_epochs):
        for x, labels in micro_batches:
            params, opt_state, _ = micro_step(params, opt_state, x, labels)
    return params
