import jax

from zonalflow.ensemble import perturbed_ensemble, spread
from zonalflow.l40 import L40


def main(members=20, lead_times=(0, 20, 40, 80)):
    model = L40()
    key_init, key_ens = jax.random.split(jax.random.key(0))
    truth = model.integrate(8.0 + 0.1 * jax.random.normal(key_init, (1, model.n)), 200)
    ensemble = perturbed_ensemble(key_ens, truth[0], members)
    spreads = [spread(ensemble)]
    for previous, lead in zip(lead_times, lead_times[1:]):
        ensemble = model.integrate(ensemble, lead - previous)
        spreads.append(spread(ensemble))
    print("ensemble spread by lead time:", ", ".join(f"{t}: {s:.3f}" for t, s in zip(lead_times, spreads)))
    return truth, spreads


if __name__ == "__main__":
    main()
