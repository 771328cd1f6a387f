from epimodel import simulate_sir
from epimodel.summary import attack_rate, peak_day

POPULATION = 1000.0


def main():
    susceptible, infected, incidence = simulate_sir(beta=0.3, gamma=0.1, population=POPULATION,
                                                    initial_infected=5.0, num_days=30)
    print(f"peak on day {peak_day(incidence)}, attack rate {attack_rate(susceptible, POPULATION):.2f}")
    return infected, incidence


if __name__ == "__main__":
    main()
