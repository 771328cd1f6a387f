from dataclasses import dataclass


@dataclass(frozen=True)
class HockeyStickRule:
    """Harvest control rule: no catch below the threshold biomass, a fixed rate above it, capped by a quota."""

    threshold: float
    rate: float
    quota: float

    def __call__(self, biomass):
        surplus = max(0.0, biomass - self.threshold)  # expect: JXL103
        return min(self.quota, self.rate * surplus)  # expect: JXL103
