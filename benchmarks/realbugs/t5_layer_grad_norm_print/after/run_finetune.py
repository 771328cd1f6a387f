import jax

from seq2seq.diagnostics import report_grad_norms
from seq2seq.model import init_params
from seq2seq.train import train_step


def main(steps=3):
    key = jax.random.PRNGKey(0)
    params = init_params(key)
    losses = []
    for step_key in jax.random.split(key, steps):
        k_in, k_out = jax.random.split(step_key)
        batch = {"inputs": jax.random.randint(k_in, (4, 6), 0, 16), "targets": jax.random.randint(k_out, (4, 5), 0, 16)}
        params, loss, norms = train_step(params, batch, 0.1)
        report_grad_norms(norms)
        losses.append(float(loss))
    return losses


if __name__ == "__main__":
    print(main())
