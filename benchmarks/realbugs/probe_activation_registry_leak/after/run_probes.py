"""Which layer of the encoder linearly encodes the first input coordinate best?"""

import jax

from probekit.encoder import encode, init_encoder
from probekit.probes import fit_probe


def main():
    weights = init_encoder(jax.random.PRNGKey(0), [6, 32, 32, 16])
    x = jax.random.normal(jax.random.PRNGKey(1), (256, 6))
    _, captured = jax.jit(encode)(weights, x)
    scores = {name: float(fit_probe(acts, x[:, 0])) for name, acts in captured.items()}
    for name, r2 in sorted(scores.items()):
        print(f"{name}: R^2 = {r2:.3f}")
    return scores


if __name__ == "__main__":
    main()
