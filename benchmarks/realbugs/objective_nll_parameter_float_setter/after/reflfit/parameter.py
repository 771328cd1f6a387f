"""Fit parameters: a named value with bounds, and an ordered collection of them."""


class Parameter:
    def __init__(self, value, name=None, vary=True):
        self.name = name
        self.vary = vary
        self.value = value

    @property
    def value(self):
        return self._value

    @value.setter
    def value(self, value):
        self._value = float(value)

    def __repr__(self):
        return f"Parameter({self.name!r}, value={self._value!r})"


class Parameters:
    def __init__(self, *parameters):
        self.data = list(parameters)

    def __iter__(self):
        return iter(self.data)

    @property
    def pvals(self):
        return [p.value for p in self.data]

    @pvals.setter
    def pvals(self, values):
        for parameter, value in zip(self.data, values):
            parameter.value = value
